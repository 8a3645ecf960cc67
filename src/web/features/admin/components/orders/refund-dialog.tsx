import { useState, type FormEvent } from 'react';
import { formatCurrency } from '~/shared/catalogue';
import { messages } from '~/shared/messages';
import type { AdminOrder } from '~/shared/schemas/billing';
import { Button } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { TextField } from '~/web/components/ui/form-field';
import { ApiError } from '~/web/lib/api-client';
import { toast } from '~/web/lib/toast';
import { useRefundOrder } from '~/web/features/admin/api/admin-orders-api';
import { parseDollarsToCents } from './parse-dollars';

interface RefundDialogProps {
  /** The order to refund; undefined while the dialog is closed. */
  order: AdminOrder | undefined;
  onClose: () => void;
}

export function RefundDialog({ order, onClose }: RefundDialogProps) {
  const describe = (open: AdminOrder) => {
    const left = formatCurrency(open.amountTotal - open.amountRefunded, open.currency);
    const total = formatCurrency(open.amountTotal, open.currency);
    const buyer = open.email ? ` from ${open.email}` : '';
    return `Order #${open.id.slice(0, 8)}${buyer}: ${left} of ${total} can still be refunded. The money goes back to the card it came from.`;
  };
  return (
    <Dialog
      isOpen={order !== undefined}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Refund Order"
      description={order && describe(order)}
    >
      {order && <RefundForm key={order.id} order={order} onDone={onClose} />}
    </Dialog>
  );
}

function RefundForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const left = order.amountTotal - order.amountRefunded;
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [error, setError] = useState<string | undefined>();
  const refund = useRefundOrder();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollarsToCents(amount);
    if (cents === undefined || cents < 1 || cents > left) {
      setError(messages.admin.refundAmountInvalid(formatCurrency(left, order.currency)));
      return;
    }
    setError(undefined);
    try {
      await refund.mutateAsync({ orderId: order.id, refund: { amount: cents } });
      toast.success(messages.admin.refundRecorded(formatCurrency(cents, order.currency)));
      onDone();
    } catch (failure) {
      // A refusal (already refunded, less left than asked) says why. Anything else may have
      // failed after the refund was made, so the list (read again) is the truth to check.
      setError(
        failure instanceof ApiError && failure.status === 409
          ? failure.message
          : messages.admin.refundFailed,
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <TextField
        label={`Amount (${order.currency.toUpperCase()})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
        required
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button
          variant="danger"
          type="submit"
          isLoading={refund.isPending}
          loadingText="Refunding..."
        >
          Refund
        </Button>
      </div>
    </form>
  );
}
