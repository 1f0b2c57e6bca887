import { NotFound } from '../components/not-found';

/** Any path the app does not know (components/not-found.tsx). */
export default NotFound;
