import { DiscoveryCallBanner } from '../ui/discovery-call-banner';

export default function DiscoveryCallSection() {
  return <DiscoveryCallBanner />;
}
