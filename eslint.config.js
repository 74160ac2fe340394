import { configApp, RULES_LIST } from '@adonisjs/eslint-config'
import reactHooks from 'eslint-plugin-react-hooks'

const CLIENT_FILES = ['frontend/**/*.{ts,tsx}', 'modules/*/client/**/*.{ts,tsx}']

export default configApp(
  { ignores: ['build/**', 'storage/**', 'tmp/**', 'test-results/**'] },
  {
    name: 'Barstock client',
    files: CLIENT_FILES,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...RULES_LIST,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  }
)
