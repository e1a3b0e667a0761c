import { preloadStoredLanguage } from './i18n/localeFiles';
import { isLandingPage, isSignedOutSignIn, loadConsole } from './shell';

// The entry holds nothing else but the core texts (English with the code, another chosen language
// read at once), so that every download starts at once and in parallel: the screen's code (the
// sign-in screen or the landing page alone, or the console) and React (./boot). Imported
// statically, they would wait for this file's dependencies to be fetched and run first.
preloadStoredLanguage();
const signedOut = isSignedOutSignIn();
const landing = !signedOut && isLandingPage();
const shell = signedOut
  ? import('./LoginShell')
  : landing
    ? import('./LandingShell')
    : loadConsole();
// What the screen's first read needs is the console's own code: it adds no download.
const firstRead = signedOut || landing ? undefined : import('./routes/firstRead');
const { boot } = await import('./boot');
await boot(shell, firstRead);
