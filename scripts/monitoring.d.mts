export const MONITORING_DIR: string;
interface JsonFile {
  name: string;
  body: Record<string, unknown>;
}
export function monitoringFiles(): {
  metrics: JsonFile[];
  alerts: JsonFile[];
  uptimeCheck: Record<string, unknown>;
  budget: Record<string, unknown>;
};
export function filled<T>(body: T, values: Record<string, string>): T;
