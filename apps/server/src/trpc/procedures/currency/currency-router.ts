import { router } from '../../init.ts';
import { currencyPreference } from './currency-preference.ts';
import { currencySetPreference } from './currency-set-preference.ts';

export const currencyRouter = router({ preference: currencyPreference, setPreference: currencySetPreference });
