import { useMediaLibraryQuery } from '../api/media-api';
import { MediaUploadForm } from './media-upload-form';

/**
 * The media library's upload form on its own, for screens that pick pictures (the Work
 * editor): the same checks, alt text and resizing as the library itself.
 */
export function MediaQuickUpload() {
  const library = useMediaLibraryQuery();
  if (!library.data) return null;
  return <MediaUploadForm limits={library.data.limits} />;
}
