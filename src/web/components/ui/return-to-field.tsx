import { useLocation } from 'react-router';
import { returnToField } from '~/shared/lead-form-actions';

/**
 * For a form posted without JavaScript: tells the server which page, and which section of
 * it, the answer page should link back to. The hydrated forms never send it.
 */
export function ReturnToField({ section }: { section?: string }) {
  const { pathname } = useLocation();
  return (
    <input
      type="hidden"
      name={returnToField}
      value={section ? `${pathname}#${section}` : pathname}
    />
  );
}
