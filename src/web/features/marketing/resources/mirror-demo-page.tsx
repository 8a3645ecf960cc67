import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { mirrorDemoBrand } from '~/shared/marketing/resources/mirror-demo';
import { marketingStyles } from '../ui/marketing-styles';
import { MirrorDemoWalkthrough } from './mirror-demo-walkthrough';

/** `mirror`: the product's name as the studio's catalogue has it. */
export function MirrorDemoPage({
  mirror,
  children,
}: {
  mirror: string;
  children?: React.ReactNode;
}) {
  return (
    <article className="demo-page">
      {/* From 1024 px the introduction and the rules stay beside the conversation. */}
      <div className="demo-intro">
        <Link to="/#resources" className="back-link">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All Signal Resources
        </Link>
        <header className="mt-8">
          <p className={marketingStyles.eyebrow}>{mirror} Demo</p>
          <h1 className="resource-title">A voice-trained assistant, answering real questions</h1>
          <p className={marketingStyles.lead}>
            Meet the assistant we trained for {mirrorDemoBrand.name}, {mirrorDemoBrand.description}.
            Step through four customer questions and see how it answers in the bakery’s voice, and
            when it hands over to a person.
          </p>
        </header>
        <section aria-labelledby="voice-rules" className={`${marketingStyles.card} mt-10`}>
          <h2 id="voice-rules" className="text-lg font-semibold text-ink-100">
            The voice rules it was trained on
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-6 text-ink-300 marker:text-signal-400">
            {mirrorDemoBrand.voiceRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      </div>
      <div>
        <section aria-label="Walkthrough" className="mt-10 lg:mt-0">
          <MirrorDemoWalkthrough mirror={mirror} />
        </section>
        <p className="mt-10 text-ink-300">
          The answers here are scripted from the assistant’s approved replies, so this demo runs
          anywhere. Your {mirror} is trained on your own writing, calls and answers.{' '}
          <Link to="/mirror" className="font-semibold text-signal-400 hover:text-signal-300">
            See what {mirror} includes
          </Link>
          .
        </p>
        {children && <div className="mt-16">{children}</div>}
      </div>
    </article>
  );
}
