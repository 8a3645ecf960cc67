import { AdminSectionMenu } from '../features/admin/components/admin-section-menu';
import { TransmissionScreen } from '../features/admin/components/transmission/transmission-screen';

export const meta = () => [{ title: 'The Transmission | Signal Studio' }];

export default function AdminTransmissionPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <AdminSectionMenu />
      <TransmissionScreen />
    </div>
  );
}
