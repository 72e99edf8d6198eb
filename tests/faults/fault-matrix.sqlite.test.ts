import { describeMatrix } from './in-process';

/** The fault matrix's many runs: 1,000 schedules on SQLite (FAULT_MATRIX_RUNS, FAULT_MATRIX_SEED to change or replay). */
describeMatrix('sqlite', 1000, 'tests/faults/fault-matrix.sqlite.test.ts');
