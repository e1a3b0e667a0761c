/** Layout constants of SPEC §9. */
export const SIDEBAR_WIDTH = 270;
export const MINI_SIDEBAR_WIDTH = 87;
export const TOPBAR_HEIGHT = 70;
export const BORDER_RADIUS = 7;
export const SPACING = 8;
/** BLUE_THEME's primary, the default (every theme's colours: themes.ts). */
export const PRIMARY_COLOR = '#5D87FF';
export const SECONDARY_COLOR = '#49BEFF';
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
/**
 * A geometric sans-serif: Plus Jakarta Sans from @fontsource-variable (imported once in
 * ThemeProvider.tsx, served from our own origin), then look-alikes while it loads.
 */
export const FONT_FAMILY =
  "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans', 'Poppins', 'Montserrat', 'Century Gothic', 'Futura', 'Avenir Next', system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
