import { useState } from 'react';
import { messages } from '~/shared/messages';
import { Button } from '~/web/components/ui/button';
import { toast } from '~/web/lib/toast';
import { useAccessToken } from '~/web/lib/use-access-token';
import { requestCustomerPortal } from '../api/open-customer-portal';

/**
 * Opens the payment provider's billing portal: loading while it opens, then the page
 * goes there; on failure the loading stops and a toast says why.
 */
export function ManageSubscriptionButton() {
  const [isLoading, setIsLoading] = useState(false);
  const getAccessToken = useAccessToken();

  async function openPortal() {
    setIsLoading(true);
    try {
      const accessToken = await getAccessToken();
      if (!accessToken) throw new Error(messages.checkout.noSession);
      window.location.assign(await requestCustomerPortal(accessToken));
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : messages.portal.openFailed,
      );
      setIsLoading(false);
    }
  }

  return (
    <Button onClick={openPortal} isLoading={isLoading} loadingText="Opening portal...">
      Manage Subscription
    </Button>
  );
}
