// The spreadsheet exports of the back office: each file's column names, in order, separated by `;`.
export const exportMessages = {
  'export.revenue.columns': 'Référence;Date;Client;E-mail;Type;Statut;Montant;Remboursé;Devise;Description',
  'export.auditLog.columns': 'Date;Administrateur;Action;Élément;Identifiant;Avant;Après',
} as const;
