import { useLocation } from 'react-router';
import { FittingWork } from './fitting-work';

/** The work that fits whichever page this island sits on (its path chooses the cases). */
export default function WorkSection() {
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  return (
    <FittingWork
      page={path}
      heading={path === '/' || path === '/interactive' ? 'Recent work' : 'Work that fits'}
    />
  );
}
