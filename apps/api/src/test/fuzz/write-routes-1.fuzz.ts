// Part 1 of the write-route fuzz (write-routes.ts, issue #36): the routes split between two files, one a worker.
import { describeWriteRouteFuzz } from './write-routes';

describeWriteRouteFuzz(1, 2);
