import type { Language } from '../types';
import { flag } from './images';

export const LANGUAGES: Language[] = [
  { id: 1, flagname: 'English', icon: flag('en') },
  { id: 2, flagname: 'French', icon: flag('fr') },
  { id: 3, flagname: 'Vietnamese', icon: flag('vi') },
  { id: 4, flagname: 'Chinese', icon: flag('zh') },
  { id: 5, flagname: 'Arabic (Sudan)', icon: flag('ar') },
];
