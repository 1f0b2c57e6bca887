import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type Detail, DetailList } from '../../../components/detail-list';

/** One card of the Employee Profile section: a heading over its details. */
export function DetailCard({ title, details }: { title: string; details: Detail[] }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <DetailList details={details} />
      </CardContent>
    </Card>
  );
}
