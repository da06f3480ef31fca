// Test support: the allocation functions, defined in the test executable so that the dynamic
// linker binds every call in the process to them (the Swift runtime's and Foundation's
// included). They forward to glibc's own implementations and count the calls made on a thread
// between allocation_counting_start and allocation_counting_stop. Linux (glibc) only.
#include "AllocationCounting.h"

#include <errno.h>
#include <stddef.h>

// Under a sanitizer the runtime's own allocator must keep every call: no counting there.
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define ALLOCATION_COUNTING_SANITIZED 1
#endif
#endif

// __GLIBC__ comes from the C library's headers, included above.
#if defined(__linux__) && defined(__GLIBC__) && !defined(ALLOCATION_COUNTING_SANITIZED)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Thread-local, in the executable's static TLS block: reading them never allocates.
static _Thread_local int counting;
static _Thread_local long counted;

static inline void note(void) {
  if (counting) counted += 1;
}

void allocation_counting_start(void) {
  counted = 0;
  counting = 1;
}

long allocation_counting_stop(void) {
  counting = 0;
  return counted;
}

void *malloc(size_t size) {
  note();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  note();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  note();
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}
#else
void allocation_counting_start(void) {}
long allocation_counting_stop(void) { return -1; }
#endif
