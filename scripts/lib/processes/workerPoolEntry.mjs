// Entry of every thread of the worker pool (workerPool.ts). The thread starts as plain Node, so it
// registers tsx itself, then loads the task module the pool names and hands tinypool its task function.
import { register } from 'tsx/esm/api';
import Tinypool from 'tinypool';

register();
const task = await import(Tinypool.workerData.module);
export default task.default;
