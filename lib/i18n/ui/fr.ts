import type { UiStrings } from './en';

/** The theme's words in French (ids and placeholders as in en.ts). */
export const fr: UiStrings = {
  'theme.TOC.title': 'Sur cette page',
  'theme.docs.paginator.label': 'Pages de la documentation',
  'theme.docs.paginator.previous': 'Précédent',
  'theme.docs.paginator.next': 'Suivant',
  'theme.common.editThisPage': 'Modifier cette page',
  'theme.lastUpdated.atDate': 'Dernière mise à jour le {date}',
  'theme.CodeBlock.copy': 'Copier',
  'theme.CodeBlock.copied': 'Copié',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copier le code dans le presse-papiers',
  'theme.CodeBlock.copiedStatus': 'Code copié dans le presse-papiers',
  'theme.pageActions.copyMarkdown': 'Copier la page en Markdown',
  'theme.pageActions.copied': 'Copié dans le presse-papiers.',
  'theme.pageActions.copyFailed': 'Copie impossible. Le Markdown est à l’adresse {href}.',
  'theme.pageActions.openIn': 'Ouvrir dans {name}',
  'theme.pageActions.copyMcp': 'Copier la configuration MCP',
  'theme.pageActions.copyMcpFailed': 'Copie impossible. La configuration est à l’adresse {href}.',
  'theme.pageActions.mcpGuide': 'Configurer le serveur MCP de la documentation',
  'theme.SearchBar.label': 'Rechercher',
  'theme.SearchBar.loading': 'Chargement de la recherche…',
  'theme.SearchBar.loadFailed': 'La recherche n’a pas pu être chargée.',
  'theme.SearchBar.retry': 'Réessayer',
  'theme.SearchBar.closeError': 'Fermer',
  'theme.SearchModal.title': 'Rechercher dans la documentation',
  'theme.SearchModal.close': 'Fermer',
  'theme.SearchModal.placeholder': 'Rechercher des guides et des opérations de l’API',
  'theme.SearchModal.inputLabel': 'Termes recherchés',
  'theme.SearchModal.hint':
    'Guides, exemples et toutes les opérations de l’API : essayez un nom d’appel (submitHash), ' +
    'une chaîne et une action (SOL unstake) ou un champ (unbondNonce).',
  'theme.SearchModal.noIndex':
    'Pas encore d’index de recherche : la recherche utilise l’index de la dernière construction. ' +
    'Lancez « npm run build » une fois, puis relancez « npm run dev ».',
  'theme.SearchModal.loadFailed':
    'L’index de recherche n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  'theme.SearchModal.searching': 'Recherche…',
  'theme.SearchModal.oneResult': '1 résultat pour « {query} ».',
  'theme.SearchModal.results': '{count} résultats pour « {query} ».',
  'theme.SearchModal.noResults': 'Aucun résultat pour « {query} ».',
  'theme.SearchModal.apiHint':
    'Vous cherchez un appel de l’API ? Toutes les opérations sont dans la ',
  'theme.SearchModal.apiReference': 'référence de l’API',
  'theme.SearchModal.resultsLabel': 'Résultats de la recherche',
  'theme.SearchModal.kind.operation': 'Opération de l’API',
  'theme.SearchModal.kind.example': 'Exemple',
  'theme.SearchModal.kind.changelog': 'Journal des modifications',
  'theme.SearchModal.kind.guide': 'Guide',
  'theme.SearchModal.keys.move': 'pour naviguer',
  'theme.SearchModal.keys.open': 'pour ouvrir',
  'theme.SearchModal.keys.close': 'pour fermer',
  'theme.colorToggle.light': 'mode clair',
  'theme.colorToggle.dark': 'mode sombre',
  'theme.colorToggle.system': 'mode du système',
  'theme.colorToggle.ariaLabel': 'Passer en {next} (actuellement {current})',
  'theme.colorToggle.ariaLabelUnknown': 'Changer de mode de couleur',
  'theme.mobileSidebar.label': 'Menu de navigation',
  'theme.mobileSidebar.close': 'Fermer le menu de navigation',
  'theme.mobileSidebar.back': 'Retour au menu principal',
  'theme.navbar.mobileVersionsDropdown.label': 'Versions',
  'theme.navbar.mobileLanguageDropdown.label': 'Langues',
  'theme.navbar.itemError':
    'L’élément de barre de navigation « {name} » n’a pas pu s’afficher. Vérifiez sa ' +
    'configuration (navbar.items dans content/site.config.ts).',
  'theme.skipToContent': 'Aller au contenu principal',
  'theme.ErrorPageContent.title': 'Cette page a planté.',
  'theme.ErrorPageContent.tryAgain': 'Réessayer',
  'theme.ErrorPageContent.causes': 'Causé par',
  'theme.ErrorPageContent.cause': 'Cause :',
  'theme.NotFound.title': 'Page introuvable',
  'theme.NotFound.text':
    'Nous n’avons pas trouvé ce que vous cherchiez. La page a peut-être été déplacée, ou le lien ' +
    'contient une faute de frappe.',
  'theme.NotFound.home': 'Accueil',
  'theme.NotFound.welcome': 'Guide de bienvenue',
  'theme.NotFound.api': 'Référence de l’API',
};
