import type { MessageTable } from '../message-text.ts';

/** The spec's health checks (`/api/health/*`) and the diagnostics page built on them. */
export const healthMessages = {
  healthDatabaseConnected: { en: 'Database is connected', es: 'La base de datos está conectada' },
  healthDatabaseIssue: { en: 'Database connection issue', es: 'Problema de conexión con la base de datos' },
  healthAuthRunning: { en: 'Authentication service is running', es: 'El servicio de autenticación está funcionando' },
  healthAuthIssue: { en: 'Authentication service issue', es: 'Problema con el servicio de autenticación' },
  healthFacebookConfigured: { en: 'Facebook integration is configured', es: 'La integración con Facebook está configurada' },
  healthFacebookMissing: { en: 'Missing Facebook credentials: {{keys}}', es: 'Faltan credenciales de Facebook: {{keys}}' },
  healthWorkerRunning: {
    en: 'Worker is running ({{count}} active)',
    es: { one: 'El proceso está funcionando ({{count}} activo)', other: 'El proceso está funcionando ({{count}} activos)' },
  },
  healthWorkerNotPickingUp: { en: 'Worker is running but did not pick up a test job', es: 'El proceso está funcionando pero no tomó un trabajo de prueba' },
  healthWorkerNone: { en: 'No worker is running', es: 'No hay ningún proceso funcionando' },
} as const satisfies MessageTable;
