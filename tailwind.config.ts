import type { Config } from 'tailwindcss';

export default {
  // core/ holds shared status tables whose class names pages render (docs/decisions/200).
  content: ['./app/**/*.{ts,tsx}', './core/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          500: '#2563eb',
          600: '#1d4ed8',
          700: '#1e40af',
          900: '#172554',
        },
        balance: { 500: '#0d9488', 600: '#0f766e' },
      },
    },
  },
  plugins: [],
} satisfies Config;
