import { useState } from 'react';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
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
} from '~/shared/offers/investment-calculator';
import { formatDollars } from '~/shared/offers/money';
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
  const levelDescription =
    complexityLevels.find((level) => level.id === complexity)?.description ?? '';
  const chosenTimeframe = timeframes.find((option) => option.id === timeframe);
  const timeframeNote = chosenTimeframe?.note ?? '';

  return (
    <section id="calculator" aria-labelledby="calculator-title" className={offerStyles.section}>
      <SectionHeading
        id="calculator-title"
        eyebrow="Development Investment Calculator"
        title="Estimate your build in a minute."
        lead="Choose the complexity, the pace and the features: the estimate follows."
      />
      <div className="mt-8 grid items-start gap-8 sm:mt-12 lg:grid-cols-[3fr_2fr]">
        <div id="calculator-options" className="space-y-7 sm:space-y-10">
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
            <div className="mt-3 grid grid-cols-3 gap-2 sm:mt-4 sm:gap-3">
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
                  isTerseOnPhones
                >
                  {level.description}
                </ChoiceCard>
              ))}
            </div>
            {/* A phone shows the chosen level's description once, under the three. */}
            <p className="mt-2 text-sm text-ink-300 sm:hidden">{levelDescription}</p>
          </fieldset>
          <fieldset>
            <legend className={legendStyle}>Timeframe</legend>
            <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:gap-3">
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
                  isTerseOnPhones
                >
                  {option.duration} · {option.note}
                </ChoiceCard>
              ))}
            </div>
            <p className="mt-2 text-sm text-ink-300 sm:hidden">
              {chosenTimeframe?.duration} · {chosenTimeframe?.note}
            </p>
          </fieldset>
          <fieldset>
            <legend className={legendStyle}>Core features</legend>
            <div className="mt-3 grid gap-1.5 sm:mt-4 sm:grid-cols-2 sm:gap-3">
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
                  isTerseOnPhones
                >
                  {feature.description}
                </ChoiceCard>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className={legendStyle}>Add-ons</legend>
            <div className="mt-3 grid gap-1.5 sm:mt-4 sm:gap-3">
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
                  isTerseOnPhones
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
