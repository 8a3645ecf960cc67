import { AdminSectionMenu } from '../features/admin/components/admin-section-menu';
import { MediaLibrary } from '../features/media/components/media-library';

export const meta = () => [{ title: 'Media Library | Signal Studio' }];

export default function AdminMediaPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <AdminSectionMenu />
      <MediaLibrary />
    </div>
  );
}
