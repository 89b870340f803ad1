// French templates of the legal pages the public footer links to (CGU, CGV, confidentialité, mentions légales).
// Seeded once as published pages (db/seed/legal-pages.ts) and offered as templates in the back office; the
// bracketed fields (the operator's identity) and the {{…}} tokens (retention periods) are filled in at build from
// the configuration and the back office (src/server/content/fill-legal-placeholders.ts).

export type LegalPageTemplate = { slug: string; title: string; metaDescription: string; content: string };

const CGU = `Les présentes conditions générales d’utilisation (« CGU ») encadrent l’accès et l’utilisation du service **Assistant Mariage**, édité par [raison sociale de l’éditeur] (« l’Éditeur »), et de son site internet. En utilisant le service, vous acceptez les présentes CGU.

## 1. Objet du service

Assistant Mariage permet à des couples, et à terme à des organisateurs de mariage, de configurer un assistant virtuel qui répond automatiquement, sur WhatsApp, aux questions de leurs invités (horaires, lieux, tenue, hébergement, FAQ personnalisée…), à partir des seules informations saisies par le couple.

## 2. Accès au service

- La consultation du site, la démonstration, la pré-inscription et l’essai gratuit ne nécessitent pas de compte.
- La formule Couple nécessite la création d’un compte avec une adresse e-mail valide et un mot de passe personnel, que vous vous engagez à garder confidentiel.
- L’Éditeur peut suspendre un compte utilisé de manière frauduleuse ou contraire aux présentes CGU.

## 3. Essai gratuit

L’essai gratuit crée un assistant de démonstration qui répond à un nombre limité de questions (2 questions de base et 1 question personnalisée). Il est destiné à découvrir le service et peut être supprimé à tout moment.

## 4. Formule Couple et paiement

- Le prix de la formule est indiqué sur la page Tarifs, toutes taxes comprises.
- 50 % du prix sont payés à la commande ; le solde est prélevé automatiquement le jour du mariage sur le même moyen de paiement.
- L’assistant est activé dès la confirmation du paiement et reste actif jusqu’à un mois après la date du mariage.
- Les paiements sont traités par un prestataire de paiement sécurisé ; l’Éditeur n’a jamais accès à vos numéros de carte.

## 5. Droit de rétractation

Conformément à l’article L221-28 du Code de la consommation, le droit de rétractation ne peut être exercé pour un service pleinement exécuté avant la fin du délai de rétractation avec votre accord. Si l’assistant n’a pas encore été activé, vous pouvez vous rétracter dans un délai de 14 jours à compter de la commande en écrivant à [adresse e-mail de contact] ; le montant payé vous est alors remboursé sous 14 jours.

## 6. Contenus saisis par le couple

Vous restez responsable des informations que vous saisissez et que l’assistant transmet à vos invités. Vous vous engagez à ne saisir aucun contenu illicite, diffamatoire ou portant atteinte aux droits de tiers, et à n’inviter à utiliser l’assistant que des personnes qui ont accepté de vous écrire sur WhatsApp.

## 7. Réponses de l’assistant

L’assistant répond à partir de vos informations, éventuellement reformulées par un modèle de langage. Lorsqu’il ne connaît pas la réponse, il le dit et renvoie vers le contact d’urgence que vous avez indiqué. L’Éditeur met tout en œuvre pour la fiabilité des réponses mais ne peut garantir l’absence d’erreur ; en cas de doute, vos invités doivent vous contacter directement.

## 8. Disponibilité

Le service est accessible 24 h/24, 7 j/7, sauf maintenance ou incident. L’Éditeur n’est pas responsable des interruptions dues à WhatsApp, à l’opérateur téléphonique de vos invités ou à un cas de force majeure.

## 9. Données personnelles

Le traitement de vos données et de celles de vos invités est décrit dans notre [politique de confidentialité](/page/confidentialite).

## 10. Propriété intellectuelle

Le site, la marque Assistant Mariage et le logiciel sont la propriété de l’Éditeur. Vous conservez tous les droits sur les contenus que vous saisissez.

## 11. Modification des CGU

L’Éditeur peut modifier les présentes CGU ; la version applicable est celle en ligne au jour de votre utilisation. Les modifications substantielles sont signalées aux titulaires d’un compte par e-mail.

## 12. Droit applicable et litiges

Les présentes CGU sont soumises au droit français. En cas de litige, vous pouvez recourir gratuitement au médiateur de la consommation [nom et coordonnées du médiateur] ou à la plateforme européenne de règlement en ligne des litiges. À défaut d’accord amiable, les tribunaux français sont compétents.

Contact : [adresse e-mail de contact].`;

const PRIVACY = `La présente politique explique quelles données personnelles **Assistant Mariage** traite, pourquoi, combien de temps, et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi « Informatique et Libertés ».

## Responsable du traitement

[Raison sociale de l’éditeur], [adresse du siège social] — contact : [adresse e-mail de contact].

## Données traitées

| Personnes | Données | Finalité | Base légale | Durée de conservation |
|---|---|---|---|---|
| Couples | nom, prénom, e-mail, mot de passe (haché), informations du mariage, FAQ | fournir le service et gérer le compte | contrat | durée du compte ; effacement immédiat lorsque vous supprimez votre compte |
| Couples | montants et références de paiement (jamais de numéro de carte) | facturation et comptabilité | obligation légale | 10 ans, sans nom ni e-mail après la suppression du compte |
| Couples | e-mails de service (confirmation de paiement, rappel du solde) | vous informer de votre commande | contrat | durée du compte |
| Invités | numéro de téléphone, prénom éventuel, messages échangés avec l’assistant | répondre aux questions et montrer au couple les questions posées | intérêt légitime du couple et de l’Éditeur | {{retention.guests}}, puis suppression automatique |
| Pré-inscrits | e-mail, prénom, nom et date du mariage facultatifs | informer du lancement et de l’offre réservée | consentement | jusqu’au lancement, {{retention.preRegistrations}} au plus, puis suppression automatique |
| Visiteurs de l’essai gratuit | informations saisies dans l’essai, adresse IP | fournir l’essai et prévenir les abus | intérêt légitime | {{retention.trials}}, puis suppression automatique si aucun compte n’a été créé |
| Administrateurs de l’Éditeur | journal de leurs modifications (qui, quoi, quand) | sécurité et traçabilité | intérêt légitime | durée du service |
| Tous | journaux techniques (adresse IP, date, page demandée) | sécurité et bon fonctionnement | intérêt légitime | 12 mois au plus |

Les durées ci-dessus sont appliquées chaque nuit par une tâche automatique qui efface définitivement les données arrivées à échéance. Les numéros de téléphone des invités sont masqués pour les administrateurs de l’Éditeur ; seul le couple les voit en entier.

Le site n’utilise aucun cookie publicitaire ni de mesure d’audience tierce. Les seuls cookies déposés sont strictement nécessaires : la session de connexion, le cookie qui permet de modifier votre essai gratuit, et la mémorisation du thème clair ou sombre dans votre navigateur.

## Destinataires et sous-traitants

Vos données ne sont jamais vendues. Elles ne sont accessibles qu’à l’Éditeur et aux sous-traitants nécessaires au service :

| Sous-traitant | Rôle | Données reçues |
|---|---|---|
| Netlify, Inc. (États-Unis) | hébergement du site et des fonctions du service | toutes les requêtes du site |
| Neon, Inc. (serveurs dans l’Union européenne lorsque cette région est choisie) | base de données | toutes les données décrites ci-dessus |
| Stripe Payments Europe, Ltd. (Irlande) | paiement de la formule | e-mail, montant, carte (saisie chez Stripe, jamais transmise à l’Éditeur) |
| OpenAI, L.L.C. (États-Unis), lorsque la reformulation est activée | rédaction des réponses de l’assistant | la question de l’invité et les informations du mariage utiles à la réponse, sans numéro de téléphone |
| Twilio Inc. (États-Unis) et Meta Platforms Ireland Ltd | messagerie WhatsApp | numéro de téléphone de l’invité, messages échangés |
| Prestataire d’envoi d’e-mails (SMTP) choisi par l’Éditeur | e-mails de service | e-mail du couple, contenu de l’e-mail |

Les transferts hors de l’Union européenne sont encadrés par les clauses contractuelles types de la Commission européenne ou par le cadre de protection des données UE–États-Unis.

## Vos droits

Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de retirer votre consentement à tout moment et de définir des directives sur le sort de vos données après votre décès. Voici comment les exercer :

- **Accès et portabilité (couples)** : dans votre espace, onglet **Paramètres**, bouton **« Télécharger mes données »** : un fichier JSON contient votre compte, vos mariages, FAQ, invités, messages, paiements, messages programmés et avis.
- **Effacement (couples)** : onglet **Paramètres**, bouton **« Supprimer mon compte »**, puis votre mot de passe. Tout est effacé immédiatement et toutes vos sessions sont fermées ; seuls les montants de vos paiements et remboursements sont conservés, sans votre nom ni votre e-mail, pour la comptabilité.
- **Rectification (couples)** : modifiez vos informations et celles de votre mariage dans votre espace, ou écrivez-nous.
- **Effacement (invités)** : écrivez **« OUBLIE-MOI »** (ou « FORGET ME », « OLVÍDAME ») à l’assistant sur WhatsApp : votre numéro et tous vos messages sont aussitôt effacés pour ce mariage, et l’assistant vous le confirme. Écrivez **STOP** pour ne plus recevoir de message automatique.
- **Pré-inscrits, et toute autre demande** : écrivez à [adresse e-mail de contact].

Nous répondons aux demandes écrites dans un délai d’un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL (www.cnil.fr).

## Sécurité

Les échanges sont chiffrés (HTTPS), les mots de passe sont hachés avec un algorithme lent, l’accès aux données est limité aux personnes habilitées et les clés des prestataires ne sont jamais transmises au navigateur.`;

const LEGAL_NOTICE = `Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), voici l’identité des intervenants du site **Assistant Mariage**.

## Éditeur du site

- Raison sociale : [raison sociale de l’éditeur]
- Forme juridique et capital : [forme juridique, capital social]
- Siège social : [adresse du siège social]
- Immatriculation : [numéro RCS ou SIREN]
- Numéro de TVA intracommunautaire : [numéro de TVA]
- Contact : [adresse e-mail de contact] — [numéro de téléphone]
- Directeur ou directrice de la publication : [nom du directeur ou de la directrice de la publication]

## Hébergement

Le site et ses fonctions sont hébergés par Netlify, Inc. (San Francisco, États-Unis — www.netlify.com), [adresse postale et numéro de téléphone de l’hébergeur, à reprendre de son contrat]. La base de données est hébergée par Neon, Inc. (neon.tech).

## Propriété intellectuelle

L’ensemble des contenus du site (textes, marque, logo, logiciel) est protégé par le droit de la propriété intellectuelle. Toute reproduction sans autorisation écrite de l’éditeur est interdite.

## Données personnelles et cookies

Le traitement des données personnelles est décrit dans la [politique de confidentialité](/page/confidentialite). Le site ne dépose que des cookies strictement nécessaires à son fonctionnement.

## Conditions d’utilisation

L’utilisation du service est régie par les [conditions générales d’utilisation](/page/cgu).`;

const CGV = `Les présentes conditions générales de vente (« CGV ») s’appliquent à l’achat de la formule Couple du service **Assistant Mariage**, vendue par [raison sociale de l’éditeur], [forme juridique, capital social], dont le siège est situé [adresse du siège social], immatriculée sous le numéro [numéro RCS ou SIREN], TVA : [numéro de TVA] (« le Vendeur »). Contact : [adresse e-mail de contact]. Toute commande vaut acceptation des présentes CGV, que l’acheteur accepte en cochant la case prévue avant de payer.

## 1. Service vendu

La formule Couple donne accès, pour un mariage, à un assistant WhatsApp qui répond aux questions des invités à partir des informations saisies par le couple, à l’espace couple (informations, FAQ, invités, annonces, statistiques) et à l’assistance par e-mail. Son contenu détaillé figure sur la page [Tarifs](/pricing).

## 2. Prix

Le prix est celui affiché sur la page Tarifs et récapitulé avant le paiement, en euros toutes taxes comprises (ou hors TVA lorsque le Vendeur n’y est pas assujetti, la facture le mentionne). Un code de réduction valide est déduit du prix avant le calcul des deux échéances.

## 3. Paiement en deux fois

- **À la commande** : 50 % du prix, payés par carte bancaire.
- **Le jour du mariage** : le solde, prélevé automatiquement sur la carte enregistrée lors de la commande. Avant de payer, l’acheteur autorise expressément ce prélèvement, dont le montant et la date lui sont indiqués ; cette autorisation est conservée avec sa date et son texte.
- Si le prélèvement du solde échoue, l’acheteur en est informé par e-mail et peut le régler depuis son espace couple.
- Les paiements sont traités par un prestataire de paiement sécurisé ; le Vendeur n’a jamais accès aux numéros de carte.

## 4. Activation et durée

L’assistant est activé dès la confirmation du paiement de la première échéance ; son lien WhatsApp est envoyé par e-mail. Il reste actif jusqu’à un mois après la date du mariage.

## 5. Facture

Chaque paiement donne lieu à une facture numérotée, envoyée par e-mail et consultable depuis l’espace couple.

## 6. Droit de rétractation

L’acheteur consommateur dispose de 14 jours à compter de la commande pour se rétracter, en écrivant à [adresse e-mail de contact]. En demandant l’activation immédiate de l’assistant, il accepte que le service commence avant la fin de ce délai ; s’il se rétracte ensuite, le montant correspondant au service déjà fourni reste dû (article L221-25 du Code de la consommation), le reste lui est remboursé sous 14 jours.

## 7. Réclamations et médiation

Toute réclamation peut être adressée à [adresse e-mail de contact]. En cas de litige non résolu, l’acheteur consommateur peut recourir gratuitement au médiateur de la consommation : [nom et coordonnées du médiateur]. Les présentes CGV sont soumises au droit français.`;

export const LEGAL_PAGE_TEMPLATES: readonly LegalPageTemplate[] = [
  {
    slug: 'cgu',
    title: 'Conditions générales d’utilisation',
    metaDescription:
      'Conditions générales d’utilisation d’Assistant Mariage : essai gratuit, formule Couple, paiement en deux fois, responsabilités.',
    content: CGU,
  },
  {
    slug: 'confidentialite',
    title: 'Politique de confidentialité',
    metaDescription:
      'Données personnelles traitées par Assistant Mariage pour les couples, leurs invités et les pré-inscrits, durées de conservation et droits RGPD.',
    content: PRIVACY,
  },
  {
    slug: 'mentions-legales',
    title: 'Mentions légales',
    metaDescription:
      'Mentions légales du site Assistant Mariage : éditeur, directeur de la publication, hébergeur et propriété intellectuelle.',
    content: LEGAL_NOTICE,
  },
  {
    slug: 'cgv',
    title: 'Conditions générales de vente',
    metaDescription:
      'Conditions générales de vente de la formule Couple d’Assistant Mariage : prix, paiement en deux fois, prélèvement du solde, activation, facture, rétractation.',
    content: CGV,
  },
];
