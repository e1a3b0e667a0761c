/** The template's colour-mode context: light or dark, kept in localStorage, on RefineThemes.Blue. */
import { RefineThemes } from '@refinedev/antd';
import { ConfigProvider, theme } from 'antd';
import { createContext, useEffect, useState, type PropsWithChildren } from 'react';

export const ColorModeContext = createContext<{ mode: string; setMode: () => void }>({
  mode: 'light',
  setMode: () => undefined,
});

export function ColorModeContextProvider({ children }: PropsWithChildren) {
  const stored = localStorage.getItem('colorMode');
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const [mode, setMode] = useState(stored || (systemDark ? 'dark' : 'light'));
  useEffect(() => localStorage.setItem('colorMode', mode), [mode]);
  const { darkAlgorithm, defaultAlgorithm } = theme;
  return (
    <ColorModeContext.Provider
      value={{ mode, setMode: () => setMode(mode === 'light' ? 'dark' : 'light') }}
    >
      <ConfigProvider
        theme={{
          ...RefineThemes.Blue,
          algorithm: mode === 'light' ? defaultAlgorithm : darkAlgorithm,
        }}
      >
        {children}
      </ConfigProvider>
    </ColorModeContext.Provider>
  );
}
