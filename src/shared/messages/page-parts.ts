// The words every island may need when its own code cannot load (components/ui/LazyPart.tsx, stores/toasts.ts): kept
// apart from the pages' catalogues, so that any page can show them without loading one.
export const pagePartMessages = {
  'part.failed':
    'Cette partie de la page n’a pas pu se charger : le site vient peut-être d’être mis à jour. Rechargez la page pour continuer.',
  'part.reload': 'Recharger la page',
} as const;
