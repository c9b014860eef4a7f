// The firm's theme colours as stored and sent to the web app.
export interface FirmTheme {
  primary: string;
  secondary: string;
  accent: string;
}

export const DEFAULT_FIRM_THEME: FirmTheme = {
  primary: '#1f4e79',
  secondary: '#5b6b7c',
  accent: '#f2a900',
};
