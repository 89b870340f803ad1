import { AppError } from '../../shared/errors.ts';
import { tGuestList } from '../../shared/messages/guest-list.ts';
import type { TGuestFields } from '../../shared/schemas/guests.ts';
import { normalizePhone } from './normalize-phone.ts';
import type { ListedGuestFields } from './save-listed-guest.ts';

/** A guest's validated fields with the phone in E.164, or the French error of an invalid number. */
export function withE164Phone(fields: TGuestFields): ListedGuestFields {
  const phoneNumber = normalizePhone(fields.phone);
  if (!phoneNumber) throw new AppError('VALIDATION', tGuestList('guestList.error.phoneInvalid'));
  const { phone: _raw, ...rest } = fields;
  return { ...rest, phoneNumber };
}
