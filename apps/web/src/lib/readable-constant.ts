/** An API constant AdFleet has no words for yet, made readable: "PENDING_RISK_REVIEW" → "Pending risk review". */
export function readableConstant(value: string): string {
  const words = value.trim().replace(/[_\s]+/g, ' ').toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}
