import { maskPhoneNumber } from '../../shared/mask-phone.ts';
import { displayName, type GuestRow } from '../guests/to-listed-guest.ts';

/** How the inbox names a guest: the couple's list name, else the WhatsApp profile's, else the masked number. */
export const guestLabel = (guest: GuestRow) => displayName(guest) ?? maskPhoneNumber(guest.phoneNumber ?? ''); // only a listed member has no phone, and they have a name
