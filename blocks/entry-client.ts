/** This site's boot script: the engine's boot with what only the site knows (see bootOptions). */
import { boot } from '../engine/client';
import { bootOptions } from './bootOptions';

boot(bootOptions);
