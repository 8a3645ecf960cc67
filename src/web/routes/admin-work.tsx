import { AdminSectionMenu } from '../features/admin/components/admin-section-menu';
import { WorkScreen } from '../features/admin/components/work/work-screen';
import { MediaQuickUpload } from '../features/media/components/media-quick-upload';

export const meta = () => [{ title: 'Work | Signal Studio' }];

/** The Work section, with the media library's upload composed into its picture picker. */
export default function AdminWorkPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <AdminSectionMenu />
      <WorkScreen upload={<MediaQuickUpload />} />
    </div>
  );
}
