import { useLocation } from 'react-router';
import { FittingWork } from './fitting-work';

/** The work that fits whichever page this island sits on (its path chooses the cases). */
export default function WorkSection() {
  return <FittingWork page={useLocation().pathname.replace(/(.)\/+$/, '$1')} />;
}
