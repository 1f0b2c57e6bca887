import AttendanceLogPage from '../../features/attendance/pages/attendance-log-page';
import { AttendanceSignatures } from '../../features/notes/components/attendance-signatures';
import { UnsignedBanner } from '../../features/notes/components/unsigned-banner';

/** /attendance-log: the day's attendance with the notes feature's overdue banner and day signing. */
export default function AttendanceLogRoute() {
  return <AttendanceLogPage banner={<UnsignedBanner />} signatures={(props) => <AttendanceSignatures {...props} />} />;
}
