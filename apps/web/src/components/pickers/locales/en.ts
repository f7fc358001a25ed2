/** English strings of the pickers: the default and fallback language. */
export const en = {
  pickers: {
    searchUsers: 'Search people by name or email',
    noResults: 'No results',
    noSuggestions: 'No suggestions',
    typeMore: 'Type at least {{count}} characters',
    loading: 'Loading…',
    failed: 'The options could not be loaded.',
    maxReached: 'At most {{max}} can be chosen',
  },
};
