import { describeMatrix } from './in-process';

/** The fault matrix on PostgreSQL (row locks, concurrent pushes for real): 100 schedules (FAULT_MATRIX_RUNS, FAULT_MATRIX_SEED to change or replay). */
describeMatrix('postgres', 100, 'tests/faults/fault-matrix.pg.test.ts');
