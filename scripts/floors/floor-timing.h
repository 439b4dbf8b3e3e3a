// What the floor programs share: thread CPU time in ms, a whole file read into memory, and a line with the
// median and the best of a set of timings.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_THREAD_CPUTIME_ID,&t);return t.tv_sec*1e3+t.tv_nsec*1e-6;}
static unsigned char*slurp(const char*path,size_t*length){FILE*f=fopen(path,"rb"); if(!f){perror(path);exit(1);}
  fseek(f,0,SEEK_END); long l=ftell(f); fseek(f,0,SEEK_SET); unsigned char*b=malloc(l);
  if(fread(b,1,l,f)!=(size_t)l){perror(path);exit(1);} fclose(f); *length=l; return b;}
static int cmp(const void*a,const void*b){double x=*(const double*)a,y=*(const double*)b;return x<y?-1:x>y;}
static void show(const char*name,double*t,int n){qsort(t,n,sizeof*t,cmp);printf("%-40s median %.3f ms, best %.3f ms\n",name,t[n/2],t[0]);}
