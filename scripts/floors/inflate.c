// Floor of issue 16: libdeflate gzip decompression of each map of a corpus, in memory, timed.
#include <libdeflate.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
// CPU time of this (single-threaded) process: on a loaded machine the pass that waited least for a core
// shows in its wall time, the work itself in its CPU time.
static double cpu(void){struct timespec t;clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){
  DIR*d=opendir(argv[1]); struct dirent*e; int n=0; size_t cap=4096;
  unsigned char**bufs=malloc(cap*sizeof*bufs); size_t*lens=malloc(cap*sizeof*lens); size_t total=0;
  char path[4096];
  while((e=readdir(d))&&n<(int)cap){ if(!strstr(e->d_name,".gz"))continue; snprintf(path,sizeof path,"%s/%s",argv[1],e->d_name);
    FILE*f=fopen(path,"rb"); fseek(f,0,SEEK_END); long l=ftell(f); fseek(f,0,SEEK_SET);
    bufs[n]=malloc(l); fread(bufs[n],1,l,f); fclose(f); lens[n]=l; total+=l; n++; }
  struct libdeflate_decompressor*dc=libdeflate_alloc_decompressor();
  size_t outcap=1<<21; unsigned char*out=malloc(outcap); size_t outsum=0;
  int reps=atoi(argc>2?argv[2]:"5"); double best=1e9,bestCpu=1e9;
  for(int r=0;r<reps;r++){ double t0=now(),c0=cpu();
    for(int i=0;i<n;i++){ size_t got; if(libdeflate_gzip_decompress(dc,bufs[i],lens[i],out,outcap,&got)!=0){fprintf(stderr,"bad %d\n",i);return 1;} outsum+=got; }
    double t=now()-t0,c=cpu()-c0; if(t<best)best=t; if(c<bestCpu)bestCpu=c; }
  printf("%d maps, %.1f KB gzip each, libdeflate gzip inflate best of %d: %.3f ms per map (%.0f MB/s of output), %.3f CPU ms per map\n",
    n,total/1024.0/n,reps,best*1e3/n,(outsum/(double)reps)/best/1e6,bestCpu*1e3/n);
  return 0; }
