// The toast viewport's words: they load with it (the first toast of a page), apart from every page's catalogue.
export const toastMessages = {
  'toast.region': 'Notifications',
  'toast.close': 'Fermer la notification',
} as const;
