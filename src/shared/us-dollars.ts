/**
 * "$1,500", "$1,500.50", "-$25": US dollars the way Intl's en-US currency format writes
 * them, without Intl. A browser loads its currency data on the first Intl.NumberFormat,
 * and on a phone that costs more than the rest of the products page's hydration.
 */
export function formatUsDollars(amount: number, fractionDigits: 0 | 2): string {
  const scale = 10 ** fractionDigits;
  // Intl rounds halves away from zero; Math.round on the magnitude does the same.
  const scaled = Math.round(Math.abs(amount) * scale);
  const whole = Math.floor(scaled / scale);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction =
    fractionDigits > 0 ? `.${String(scaled % scale).padStart(fractionDigits, '0')}` : '';
  return `${amount < 0 ? '-' : ''}$${grouped}${fraction}`;
}

/** A price as pages print it: "$1,500", or "$1,500.50" when it has cents. */
export function formatPrice(dollars: number): string {
  return formatUsDollars(dollars, Math.round(dollars * 100) % 100 === 0 ? 0 : 2);
}
