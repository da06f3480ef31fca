#ifndef ALLOCATION_COUNTING_H
#define ALLOCATION_COUNTING_H

/// Starts counting the heap allocations the calling thread makes.
void allocation_counting_start(void);

/// Stops counting on the calling thread and returns the allocations made since the start.
long allocation_counting_stop(void);

#endif
