// The wedding's facts as numbered sources for the model: only these may be used to answer.
import type { WeddingRow } from '../../weddings/to-wedding-dto.ts';
import type { AssistantFaq } from '../types.ts';

const FIELD_LABELS: [keyof WeddingRow, string][] = [
  ['weddingDate', 'Date du mariage (AAAA-MM-JJ)'],
  ['ceremonyVenue', 'Lieu de la cérémonie'],
  ['ceremonyAddress', 'Adresse de la cérémonie'],
  ['ceremonyTime', 'Heure de la cérémonie'],
  ['receptionVenue', 'Lieu de la réception'],
  ['receptionAddress', 'Adresse de la réception'],
  ['receptionTime', 'Heure de la réception'],
  ['dressCode', 'Dress code'],
  ['parkingInfo', 'Parking'],
  ['accommodations', 'Hébergements'],
  ['giftRegistry', 'Liste de mariage / cadeaux'],
  ['emergencyContact', "Contact en cas d'urgence"],
  ['additionalInfo', 'Informations complémentaires (transport, menu...)'],
];

export type Fact = { id: string; label: string; value: string };

export function weddingFacts(wedding: WeddingRow, faqs: AssistantFaq[]): Fact[] {
  const facts: Fact[] = [{ id: 'couple', label: 'Les mariés', value: `${wedding.brideName} et ${wedding.groomName}` }];
  for (const [field, label] of FIELD_LABELS) {
    const value = wedding[field];
    if (typeof value === 'string' && value.trim()) facts.push({ id: field, label, value: value.trim() });
  }
  for (const faq of faqs) facts.push({ id: `faq:${faq.id}`, label: `FAQ : ${faq.question}`, value: faq.answer });
  return facts;
}
