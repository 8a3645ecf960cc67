import { OutboxScreen } from '../features/admin/components/outbox/outbox-screen';

export const meta = () => [{ title: 'Outbox | Signal Studio' }];

export default function AdminOutboxPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <OutboxScreen />
    </div>
  );
}
