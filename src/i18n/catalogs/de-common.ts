// German for the app's frame: header, navigation, language and theme pickers, shared components.
export const DE_COMMON: Readonly<Record<string, string>> = {
  Language: 'Sprache',
};
