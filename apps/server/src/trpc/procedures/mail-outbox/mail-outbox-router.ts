import { router } from '../../init.ts';
import { mailOutboxList } from './mail-outbox-list.ts';
import { mailOutboxMessage } from './mail-outbox-message.ts';

export const mailOutboxRouter = router({ list: mailOutboxList, message: mailOutboxMessage });
