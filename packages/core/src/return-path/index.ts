// Browser-safe: the web app imports this entry, so nothing here may reach node: modules or the database.
export { returnPathFrom } from './return-path.ts';
