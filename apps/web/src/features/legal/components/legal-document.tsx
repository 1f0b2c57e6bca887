import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface LegalSection {
  heading: string;
  points?: readonly string[];
  text?: string;
}

/** A short policy page: a title, an introduction and headed sections of points. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <Paper variant="outlined" component="article" sx={{ maxWidth: 800, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{intro}</Typography>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          {section.points && (
            <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 0.75 } }}>
              {section.points.map((point) => (
                <Typography component="li" key={point}>
                  {point}
                </Typography>
              ))}
            </Box>
          )}
          {section.text && <Typography>{section.text}</Typography>}
        </Box>
      ))}
    </Paper>
  );
}
