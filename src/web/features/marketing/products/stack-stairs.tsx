import { Link } from 'react-router';
import { signalStackSteps } from '~/shared/marketing/signal-stack';

/**
 * The hero's picture of the title's seven steps: rungs rising from the first at the bottom
 * left to the last at the top right, each a link down to its product. From 1024 px only,
 * where the hero's right half was empty; the styles are the stack-stairs classes in app.css.
 */
export function StackStairs() {
  return (
    <ol aria-label="The steps, first to last" className="stack-stairs">
      {signalStackSteps.map((step, index) => (
        <li key={step.name} style={{ '--rung': index } as React.CSSProperties}>
          <Link to={step.href} className="stack-stair">
            <span className="stack-stair-number">
              {index + 1}
              <span className="sr-only">.</span>
            </span>
            {step.name}
            <span className="stack-stair-role">{step.role}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
