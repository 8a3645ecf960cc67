import { useState } from 'react';
import { useCatalogueDollars } from '../../../lib/catalogue-dollars';
import {
  addOnsAt,
  complexityLevels,
  coreFeatures,
  defaultComplexity,
  defaultTimeframe,
  estimateInvestment,
  timeframes,
  type AddOn,
  type AddOnId,
  type Complexity,
  type CoreFeatureId,
  type Timeframe,
} from '../../../../shared/offers/investment-calculator';
import { formatDollars } from '../../../../shared/offers/money';
import { offerStyles } from '../ui/offer-styles';
import { SectionHeading } from '../ui/section-heading';
import { CalculatorSummary } from './calculator-summary';
import { ChoiceCard } from './choice-card';

const legendStyle = 'text-lg font-semibold text-ink-100';

/** "Masterpiece Branding", "MakerBrains: AI Integration", "BrandFuel: 6 months". */
function addOnLabel(addOn: AddOn): string {
  return addOn.title.startsWith(addOn.name) ? addOn.title : `${addOn.name}: ${addOn.title}`;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

/** The Development Investment Calculator: every change recomputes the estimate at once. */
export function InvestmentCalculator() {
  const [complexity, setComplexity] = useState<Complexity>(defaultComplexity);
  const [timeframe, setTimeframe] = useState<Timeframe>(defaultTimeframe);
  const [featureIds, setFeatureIds] = useState<CoreFeatureId[]>([]);
  const [addOnIds, setAddOnIds] = useState<AddOnId[]>([]);
  const dollars = useCatalogueDollars();
  const addOns = addOnsAt(dollars);
  const estimate = estimateInvestment({ complexity, timeframe, featureIds, addOnIds }, dollars);
  const timeframeNote = timeframes.find((option) => option.id === timeframe)?.note ?? '';

  return (
    <section id="calculator" aria-labelledby="calculator-title" className={offerStyles.section}>
      <SectionHeading
        id="calculator-title"
        eyebrow="Development Investment Calculator"
        title="Estimate your build in a minute."
        lead="Choose how complex it is, how fast you need it and what it should do. The estimate updates as you go."
      />
      <div className="mt-12 grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <div id="calculator-options" className="space-y-10">
          {/* Phones and tablets: the total stays in sight while choosing (the summary with
              the live region sits below the options there). */}
          <div
            aria-hidden="true"
            data-testid="calculator-sticky-total"
            className="sticky top-16 z-20 -mx-5 flex items-baseline justify-between gap-3 border-y border-ink-800 bg-ink-950/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8 lg:hidden"
          >
            <span className="text-sm text-ink-300">Estimate</span>
            <span className="text-xl font-semibold text-ink-100">
              {formatDollars(estimate.total)}
              <span className="ml-2 text-sm font-normal text-ink-400">
                {formatDollars(estimate.perMonth)}/mo
              </span>
            </span>
          </div>
          <fieldset>
            <legend className={legendStyle}>Complexity</legend>
            <div className="mt-4 grid gap-3 md:grid-cols-3">
              {complexityLevels.map((level) => (
                <ChoiceCard
                  key={level.id}
                  type="radio"
                  name="complexity"
                  value={level.id}
                  isChecked={complexity === level.id}
                  onChange={() => setComplexity(level.id)}
                  title={level.label}
                  figure={formatDollars(level.basePrice)}
                >
                  {level.description}
                </ChoiceCard>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className={legendStyle}>Timeframe</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {timeframes.map((option) => (
                <ChoiceCard
                  key={option.id}
                  type="radio"
                  name="timeframe"
                  value={option.id}
                  isChecked={timeframe === option.id}
                  onChange={() => setTimeframe(option.id)}
                  title={option.label}
                  figure={`× ${option.factor}`}
                >
                  {option.duration} · {option.note}
                </ChoiceCard>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className={legendStyle}>Core features</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {coreFeatures.map((feature) => (
                <ChoiceCard
                  key={feature.id}
                  type="checkbox"
                  name="features"
                  value={feature.id}
                  isChecked={featureIds.includes(feature.id)}
                  onChange={() => setFeatureIds((current) => toggle(current, feature.id))}
                  title={feature.name}
                  figure={`+${formatDollars(feature.cost)}`}
                >
                  {feature.description}
                </ChoiceCard>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className={legendStyle}>Add-ons</legend>
            <div className="mt-4 grid gap-3">
              {addOns.map((addOn) => (
                <ChoiceCard
                  key={addOn.id}
                  type="checkbox"
                  name="add-ons"
                  value={addOn.id}
                  isChecked={addOnIds.includes(addOn.id)}
                  onChange={() => setAddOnIds((current) => toggle(current, addOn.id))}
                  title={addOnLabel(addOn)}
                  figure={`+${formatDollars(addOn.cost)}`}
                >
                  {addOn.description}
                </ChoiceCard>
              ))}
            </div>
          </fieldset>
        </div>
        <CalculatorSummary estimate={estimate} timeframeNote={timeframeNote} />
      </div>
    </section>
  );
}
