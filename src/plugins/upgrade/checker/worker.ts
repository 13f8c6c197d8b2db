/// <reference lib="webworker" />
// The checker's Web Worker: parsing a large or adversarial paste here never blocks the page, and the page
// terminates the worker when it runs past its time limit (./run.ts).
import {checkConfig, type CheckInput} from './check';

self.onmessage = (event: MessageEvent<CheckInput>) => {
  self.postMessage(checkConfig(event.data));
};
