// Guests' phone numbers as administrators see them: the country code, the first digit and the last two only,
// e.g. `+33612345678` → `+33 6 •• •• •• 78`. The couple sees their own guests' full numbers.

// Every two-digit country calling code (ITU-T E.164); 1 and 7 are the one-digit ones, all others have three.
const TWO_DIGIT_CODES = new Set([
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);
const BULLET = '••';

function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

function bullets(count: number): string {
  const groups: string[] = [];
  for (let left = count; left > 0; left -= 2) groups.push(left >= 2 ? BULLET : '•');
  return groups.join(' ');
}

export function maskPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return bullets(Math.max(digits.length, 2));
  if (!phone.trim().startsWith('+')) return `${bullets(digits.length - 2)} ${digits.slice(-2)}`;
  const code = digits.slice(0, countryCodeLength(digits));
  const national = digits.slice(code.length);
  if (national.length < 4) return `+${code} ${bullets(national.length)}`;
  return `+${code} ${national[0]} ${bullets(national.length - 3)} ${national.slice(-2)}`;
}
